// Async boundary: Module Federation negotiates shared singletons before any of our code imports React.
import('./bootstrap');
