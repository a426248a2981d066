import { zodResolver } from '@hookform/resolvers/zod';
import type { Operation, OperationBody } from '@pagoda/contracts';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver that checks the body the form will send with the operation's own schema (the server's
 * rules). The form keeps every input as text, for every kind; `toBody` keeps what the kind uses, with
 * the same field paths, so the schema's errors land on the inputs. The submit handler receives that
 * body as typed (raw): the schema's output is not sendable (rates parse to basis points).
 */
export const contractResolver = <F extends FieldValues, O extends Operation>(
  operation: O,
  toBody: (values: F) => OperationBody<O>,
): Resolver<F, unknown, OperationBody<O>> => {
  if (!operation.body) throw new Error(`${operation.id} takes no body`);
  // The resolver's generics cannot follow the operation through zod's types; the schema is the contract's own.
  const check = zodResolver(operation.body as never, undefined, { raw: true }) as unknown as Resolver<
    FieldValues,
    unknown,
    OperationBody<O>
  >;
  return (values, context, options) =>
    check(toBody(values) as FieldValues, context, options as never) as ReturnType<
      Resolver<F, unknown, OperationBody<O>>
    >;
};
