// Async boundary: Module Federation negotiates shared singletons before any of our code imports React.
// A page drawn on the server first lets its largest picture paint (the page's own code would share the link and
// the main thread with it); then the registry fetch and the first route's remote preload start first (they need no
// shared package), and the header's code (./bootstrap, no antd) and the small first half of the start (./start)
// download side by side.
import { firstPicturePainted, yieldToMain } from '@mart/runtime';
import { registryReady } from './federation/early';

void firstPicturePainted()
  .then(() => {
    void registryReady();
    // in the next task: this one has evaluated the Module Federation runtime and started the remote's preload
    return yieldToMain();
  })
  .then(() => {
    const chrome = import('./bootstrap');
    void import('./start').then((m) => m.start(chrome));
  });
