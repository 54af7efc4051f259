// The site's colour tokens and plain components' styles, once per page. The shell puts them in as it starts, and
// every app of ours runs inside the shell, so a remote's browser build does not carry them again (they were 27 KB
// of CSS in JavaScript in every remote's first chunk, put in the page a second time). The server render inlines them
// with the first screen it draws (prerender.tsx imports this file).
import '@mart/ui/tokens.css';
import '@mart/ui/plain.css';
import '@mart/ui/utilities.css';
