import { expect, storeModuleSpecs, type StoreScenario } from './store-flow';

const food: StoreScenario = {
  moduleType: 'food',
  store: 'Бургерная «Гриль Хаус»',
  otherStore: 'Кафе «Дастархан»',
  item: 'Классический бургер',
  async chooseVariations(editor) {
    const add = editor.getByRole('button', { name: 'В корзину' });
    const error = editor.getByTestId('item-error');
    const total = editor.getByTestId('item-total');
    // required single group not chosen
    await add.click();
    await expect(error).toHaveText('Вариант Размер нужно выбрать');
    await editor.getByRole('radio', { name: /Большой/ }).check();
    const large = await total.innerText();
    await editor.getByRole('radio', { name: 'Стандарт' }).check();
    await expect(total).not.toHaveText(large);
    // multi group outside min..max
    for (const sauce of ['Кетчуп', /Сырный/, /Чесночный/]) await editor.getByRole('checkbox', { name: sauce }).check();
    await add.click();
    await expect(error).toHaveText('Вариант Соусы: выберите от 1 до 2');
    await editor.getByRole('checkbox', { name: /Чесночный/ }).uncheck();
    await expect(error).toBeHidden();
    // an add-on raises the live price
    const withoutAddOn = await total.innerText();
    await editor.getByRole('checkbox', { name: /Сыр чеддер/ }).check();
    await expect(total).not.toHaveText(withoutAddOn);
  },
  limited: { name: 'Плов по-ташкентски', max: 4 },
  buy: { name: 'Классический бургер' },
};

storeModuleSpecs(food);
