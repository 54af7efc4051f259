// Async boundary: Module Federation negotiates shared singletons before any of our code imports React.
// The registry fetch and the first route's remote preload start first (they need no shared package).
import './federation/early';

import('./bootstrap');
