import type { ComponentProps } from 'react';
import { FormDialog } from '../../../components/form-dialog';

/** A contract form or read-only view (the shared form dialog, with the contract pages' sizes). */
export const ContractDialog = (props: Omit<ComponentProps<typeof FormDialog>, 'className'>) => (
  <FormDialog {...props} className="contract-dialog" />
);
