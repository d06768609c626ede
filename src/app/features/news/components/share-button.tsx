// Share: the Web Share API where the browser has it (phones), else the link copied to the
// clipboard, else the link selected in a field for the user to copy.
import { useState } from 'react';
import { Check, Share2 } from 'lucide-react';
import { Button } from '@app/components/ui/button';
import { toast } from '@app/components/ui/toast-store';

export function ShareButton({ title, text, url }: { title: string; text: string; url: string }) {
  const [fallback, setFallback] = useState(false);
  const [copied, setCopied] = useState(false);

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to do.
        if ((error as DOMException).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: 'Link copiado', description: 'Cole onde quiser compartilhar.', variant: 'success' });
      setTimeout(() => setCopied(false), 2500);
    } catch {
      setFallback(true);
    }
  }

  return (
    <div className="grid gap-2">
      <Button variant="secondary" size="sm" onClick={() => void share()} aria-label="Compartilhar notícia">
        {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Share2 className="h-4 w-4" aria-hidden="true" />}
        {copied ? 'Link copiado' : 'Compartilhar'}
      </Button>
      {fallback && (
        <label className="grid gap-1 text-xs text-text-muted">
          Copie o link:
          <input
            readOnly
            value={url}
            className="h-9 rounded-md border border-border bg-surface-2 px-2 text-sm text-text"
            ref={(input) => input?.select()}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      )}
    </div>
  );
}
