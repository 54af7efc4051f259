import { expect, storeModuleSpecs, type StoreScenario } from './store-flow';

const grocery: StoreScenario = {
  moduleType: 'grocery',
  store: 'Маркет «Свежее»',
  otherStore: 'Маркет «Есиль»',
  item: 'Молоко 3,2%',
  async chooseVariations(editor) {
    const total = editor.getByTestId('item-total');
    const oneLitre = await total.innerText();
    // a variation with stock 0: its SPEC message; the live price follows the option
    await editor.getByRole('radio', { name: '2 л' }).check();
    await expect(total).not.toHaveText(oneLitre);
    await editor.getByRole('button', { name: 'В корзину' }).click();
    await expect(editor.getByTestId('item-error')).toHaveText('Этого варианта нет в наличии. Выберите другой вариант.');
    await editor.getByRole('radio', { name: '1 л' }).check();
    await expect(total).toHaveText(oneLitre);
  },
  limited: { name: 'Сыр Российский', max: 6 },
  buy: { name: 'Молоко 3,2%' },
};

storeModuleSpecs(grocery);
