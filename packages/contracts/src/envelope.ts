import { z } from 'zod';

/** Every /wps call answers with this envelope; `value` carries the payload. */
export const envelope = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value,
    errorCode: z.string().optional(),
    message: z.string().optional(),
  });

export const errorEnvelope = z.object({
  success: z.literal(false),
  value: z.unknown().nullable(),
  errorCode: z.string(),
  message: z.string(),
});

export type Envelope<T> = {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
};
