// The app runs on Preact through preact/compat (vite.config.ts). React-only props that Preact would
// write into the DOM as attributes are dropped here: TanStack Router's head tags carry
// suppressHydrationWarning (React's, for the meta and links it hoists).
import { options, type VNode } from 'preact';

export function installPreactOptions() {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as Record<string, unknown> | null;
    if (typeof vnode.type === 'string' && props && 'suppressHydrationWarning' in props) {
      delete props.suppressHydrationWarning;
    }
    previous?.(vnode);
  };
}
