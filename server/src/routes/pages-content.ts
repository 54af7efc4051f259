/** Demo texts of the information pages, per language; an operator replaces them with their own. */
type Page = { title: string; content: string };
export type PolicySlug =
  'terms-and-conditions' | 'privacy-policy' | 'about-us' | 'refund-policy' | 'cancellation-policy' | 'shipping-policy';

export const POLICY_PAGES: Record<PolicySlug, { ru: Page; kz: Page; en: Page }> = {
  'terms-and-conditions': {
    ru: {
      title: 'Условия использования',
      content:
        'Пользуясь Mart, вы соглашаетесь с этими условиями.\n\nЗаказы оформляются у магазинов и партнёров, которые отвечают за товары и услуги. Mart передаёт заказ, принимает оплату и помогает решить спорные вопросы.',
    },
    kz: {
      title: 'Пайдалану шарттары',
      content:
        'Mart-ты пайдалана отырып, сіз осы шарттармен келісесіз.\n\nТапсырыстар тауарлар мен қызметтерге жауап беретін дүкендер мен серіктестерде рәсімделеді. Mart тапсырысты жеткізеді, төлемді қабылдайды және даулы мәселелерді шешуге көмектеседі.',
    },
    en: {
      title: 'Terms and Conditions',
      content:
        'By using Mart you agree to these terms.\n\nOrders are placed with stores and providers, who are responsible for their goods and services. Mart passes the order on, takes the payment and helps settle disputes.',
    },
  },
  'privacy-policy': {
    ru: {
      title: 'Политика конфиденциальности',
      content:
        'Мы храним только данные, нужные для заказов: имя, контакты, адреса и историю заказов.\n\nДанные не продаются третьим лицам. Удалить аккаунт можно в настройках профиля.',
    },
    kz: {
      title: 'Құпиялылық саясаты',
      content:
        'Біз тек тапсырыстарға қажетті деректерді сақтаймыз: аты, байланыс, мекенжайлар және тапсырыс тарихы.\n\nДеректер үшінші тұлғаларға сатылмайды. Аккаунтты профиль баптауларында жоюға болады.',
    },
    en: {
      title: 'Privacy Policy',
      content:
        'We keep only what orders need: your name, contacts, addresses and order history.\n\nYour data is never sold. You can delete your account in the profile settings.',
    },
  },
  'about-us': {
    ru: {
      title: 'О нас',
      content:
        'Mart объединяет магазины, рестораны и прокат автомобилей Алматы, Астаны и Москвы.\n\nКартинки демо-версии нарисованы из набора Fluent Emoji (Microsoft, лицензия MIT).\n\nУлицы и достопримечательности в поиске адреса — собственный справочник Mart: его составила команда Mart по общеизвестным сведениям, координаты в нём приблизительные.',
    },
    kz: {
      title: 'Біз туралы',
      content:
        'Mart Алматы, Астана және Мәскеудің дүкендерін, мейрамханаларын және көлік жалдауын біріктіреді.\n\nДемо нұсқасының суреттері Fluent Emoji жинағынан салынған (Microsoft, MIT лицензиясы).\n\nМекенжай іздеудегі көшелер мен көрнекті орындар — Mart-тың өз анықтамалығы: оны Mart командасы жалпыға белгілі мәліметтер бойынша құрастырды, координаталары шамамен берілген.',
    },
    en: {
      title: 'About Us',
      content:
        "Mart brings together the stores, restaurants and car rentals of Almaty, Astana and Moscow.\n\nThe demo's pictures are drawn from the Fluent Emoji set (Microsoft, MIT licence).\n\nThe streets and landmarks of the address search are Mart's own gazetteer, compiled by the Mart team from common knowledge; its coordinates are approximate.",
    },
  },
  'refund-policy': {
    ru: {
      title: 'Политика возврата',
      content:
        'Если заказ не доставлен или доставлен не тот товар, деньги вернутся на кошелёк Mart или на карту в течение 7 дней.',
    },
    kz: {
      title: 'Қайтару саясаты',
      content:
        'Тапсырыс жеткізілмесе немесе басқа тауар жеткізілсе, ақша 7 күн ішінде Mart әмиянына немесе картаға қайтарылады.',
    },
    en: {
      title: 'Refund Policy',
      content:
        'If an order is not delivered or the wrong item arrives, the money returns to your Mart wallet or card within 7 days.',
    },
  },
  'cancellation-policy': {
    ru: {
      title: 'Политика отмены',
      content: 'Заказ можно отменить, пока магазин его не подтвердил. Поездку можно отменить до начала аренды.',
    },
    kz: {
      title: 'Бас тарту саясаты',
      content:
        'Дүкен растағанға дейін тапсырыстан бас тартуға болады. Сапардан жалға алу басталғанға дейін бас тартуға болады.',
    },
    en: {
      title: 'Cancellation Policy',
      content:
        'An order can be cancelled until the store confirms it. A trip can be cancelled before the rental starts.',
    },
  },
  'shipping-policy': {
    ru: {
      title: 'Политика доставки',
      content: 'Доставка выполняется курьерами магазинов или Mart в пределах зоны обслуживания.',
    },
    kz: {
      title: 'Жеткізу саясаты',
      content: 'Жеткізуді қызмет көрсету аймағында дүкен немесе Mart курьерлері орындайды.',
    },
    en: { title: 'Shipping Policy', content: 'Deliveries are made by store or Mart couriers within the service zone.' },
  },
};
