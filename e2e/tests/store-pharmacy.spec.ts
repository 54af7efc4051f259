import { expect, storeModuleSpecs, type StoreScenario } from './store-flow';

const pharmacy: StoreScenario = {
  moduleType: 'pharmacy',
  store: 'Аптека «Здоровье»',
  otherStore: 'Аптека «Шипагер»',
  item: 'Амоксициллин 500 мг',
  async chooseVariations(editor) {
    // no variation groups here: a prescription-required item shows its note (SPEC §5)
    await expect(editor.getByText('Для этого товара нужен рецепт: загрузите его при оформлении заказа.')).toBeVisible();
  },
  limited: { name: 'Парацетамол 500 мг', max: 3 },
  buy: { name: 'Амоксициллин 500 мг', prescription: true },
};

storeModuleSpecs(pharmacy);
