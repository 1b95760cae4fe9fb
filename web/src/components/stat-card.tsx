import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/** A figure with its label and icon (dashboard and achievements); `value` undefined while loading (a dash, hidden from screen readers); `children` below it. */
export function StatCard({ label, value, icon: Icon, children }: { label: string; value: ReactNode | undefined; icon: LucideIcon; children?: ReactNode }) {
  return (
    <Card className="gap-2 py-4">
      <CardContent className="space-y-2 px-4">
        <div className="flex items-center justify-between gap-3">
          <div>
            <p className="text-sm text-muted-foreground">{label}</p>
            {/* While loading, a dash that screen readers skip (no figure to announce yet). */}
            {value === undefined ? (
              <p className="text-2xl font-bold" aria-hidden="true">—</p>
            ) : (
              <p className="text-2xl font-bold" aria-label={`${label}: ${value}`}>{value}</p>
            )}
          </div>
          <Icon className="size-8 text-primary/70" aria-hidden />
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
