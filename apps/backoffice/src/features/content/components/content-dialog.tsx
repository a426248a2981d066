import type { ComponentProps } from 'react';
import { FormDialog } from '../../../components/form-dialog';

/** A large modal form for portal content (the shared form dialog, with the content pages' sizes). */
export const ContentDialog = (
  props: Omit<ComponentProps<typeof FormDialog>, 'className'> & { onSubmit: () => void },
) => <FormDialog {...props} className="content-dialog" />;
