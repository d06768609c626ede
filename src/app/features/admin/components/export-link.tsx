import { Download } from 'lucide-react';
import { buttonClasses } from '@app/components/ui/button';

/** The CSV download of an admin list, with the list's current filters. */
export function ExportLink({ href }: { href: string }) {
  return (
    <a href={href} download className={buttonClasses('secondary', 'sm')}>
      <Download className="h-4 w-4" aria-hidden="true" /> Exportar CSV
    </a>
  );
}
