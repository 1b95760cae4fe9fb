import { Zap } from 'lucide-react';
import { cn } from '@/lib/utils';

export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      data-slot="brand-mark"
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-lg bg-linear-to-br from-emerald-500 to-teal-600 text-amber-300 shadow-sm',
        className,
      )}
    >
      <Zap className="size-4 fill-current" />
    </span>
  );
}

export function BrandName({ className }: { className?: string }) {
  return <span className={cn('font-semibold tracking-tight', className)}>Energy Career Platform</span>;
}
