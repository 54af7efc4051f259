// The offline page in the customer's language and theme (the page cookies the shell keeps: mart_lang, mart_theme;
// shared/api-client/src/page-cookies.ts), and back to the page they asked for once the network returns.
(function () {
  var cookies = {};
  document.cookie.split(';').forEach(function (part) {
    var i = part.indexOf('=');
    if (i > 0) cookies[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  });
  // the site's language codes (ru default, kz, en); Kazakh's BCP 47 code is kk
  var lang = { ru: 'ru', kz: 'kk', en: 'en' }[cookies.mart_lang] || 'ru';
  document.documentElement.lang = lang;
  if (cookies.mart_theme === 'dark') document.documentElement.setAttribute('data-theme', 'dark');
  var sections = document.querySelectorAll('section[lang]');
  for (var i = 0; i < sections.length; i++) sections[i].hidden = sections[i].getAttribute('lang') !== lang;
  var shown = document.querySelector('section[lang="' + lang + '"]');
  if (shown) document.title = shown.querySelector('h1').textContent + ' — Mart';
  var retry = function () {
    window.location.reload();
  };
  var buttons = document.querySelectorAll('.offline__retry');
  for (var j = 0; j < buttons.length; j++) buttons[j].addEventListener('click', retry);
  window.addEventListener('online', retry);
})();
