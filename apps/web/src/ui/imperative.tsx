/**
 * antd-mobile's toasts and dialogs, loaded on first use so the first screen does not pay for their
 * animation library. They render outside the app's tree through a render function React 19 no
 * longer ships, so this module hands antd-mobile one built on `createRoot` before anything shows.
 */
import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    // antd-mobile unmounts from inside its own closing callback; unmounting there synchronously
    // would unmount a root while React is rendering it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});

export { Dialog, Toast };
