import { lazy, Suspense, useState } from 'react';
import type { ReportModalProps } from './report-modal';

// The form (radios, textarea, the mutation) loads on the first "Report", not with the page.
const ReportModal = lazy(() =>
  import('./report-modal').then((module) => ({ default: module.ReportModal })),
);

/** The report dialog of one item, made the first time it opens (ADR 029). */
export function ReportDialog(props: ReportModalProps) {
  const [wanted, setWanted] = useState(false);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ReportModal {...props} />
    </Suspense>
  );
}
