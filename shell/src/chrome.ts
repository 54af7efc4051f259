// The shell's first-screen modules: the header and its frame, the apps' routing, the site's styles. ./bootstrap
// imports them once react-dom has been evaluated, in a task of their own (see mountShell).
// the site's colour tokens and plain components' styles, for every app on the page (a remote does not bring them)
import '@mart/runtime/site-styles';
import './shell.css';
// the footer's styles come with the shell's start, while the page is small: a stylesheet added when the footer
// arrives makes the browser restyle the whole, by then long, page
import './layout/footer.css';

export { BaseProviders, createTransitionRoot } from '@mart/runtime';
export { logVersions } from './federation/versions';
export { startApps } from './apps';
export { ShellChrome } from './ShellChrome';
