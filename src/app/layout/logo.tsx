import { Link } from '@tanstack/react-router';
import { productName } from '../lib/runtime-config';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2 rounded-lg"
      aria-label={`${productName} - início`}
    >
      <img src="/icons/icon.svg" width={32} height={32} alt="" className="h-8 w-8 rounded-lg" />
      <span className="text-lg font-extrabold tracking-tight">
        {productName.slice(0, 3)}
        <span className="text-accent">{productName.slice(3)}</span>
      </span>
    </Link>
  );
}
