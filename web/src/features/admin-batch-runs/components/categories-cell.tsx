import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { cutCategories } from '../utils/batch-runs';

/**
 * A run's categories, cut at 100 characters with 'View more' opening the whole text (docs/product.md "Admin: AI jobs,
 * Batch-Runs and Batch-Docs", "Limits").
 */
export function CategoriesCell({ batch, categories }: { batch: number; categories: string }) {
  const [open, setOpen] = useState(false);
  if (categories.trim() === '') return <span className="batch-runs-table__none">—</span>;
  const { shown, cut } = cutCategories(categories);
  return (
    <>
      <span>{shown}</span>
      {cut && (
        <>
          {' '}
          <button type="button" className="link-button batch-runs-table__more" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            View more
          </button>
          <Dialog open={open} onOpenChange={setOpen} title={`Categories of batch #${batch}`}>
            <p className="batch-runs-categories">{categories}</p>
          </Dialog>
        </>
      )}
    </>
  );
}
