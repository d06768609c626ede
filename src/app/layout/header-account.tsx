import { Link } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { buttonClasses } from '../components/ui/button';

/** Visitor: the 'Entrar' button to /auth. */
export function HeaderAccount() {
  return (
    <Link to="/auth" className={buttonClasses('primary', 'sm')}>
      <LogIn className="h-4 w-4" aria-hidden="true" />
      Entrar
    </Link>
  );
}
