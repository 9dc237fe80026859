/**
 * antd 5 renders its pop-ups and button wave through `ReactDOM.render`, which React 19 removed.
 * This hands antd React 19's root API instead; it must run before any antd component mounts.
 */
import { unstableSetRender } from 'antd';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    // Unmounting inside antd's own render pass warns; wait for the current task to finish.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
