import {
  operatorContentSanitize,
  operatorContentUploadImage,
  operatorPromotionAbuse,
  operatorPromotionCreate,
  operatorPromotionGet,
  operatorPromotionReport,
  operatorPromotionReview,
  operatorPromotionSetState,
  operatorPromotionUpdate,
  type OperationBody,
} from '@pagoda/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiCall, callQuery } from '../../../lib/api';

/** Every query key of the area starts here, so a change refreshes the grids, the queue and the reports. */
export const PROMOTIONS_KEY = ['promotions'] as const;

export type PromotionBody = OperationBody<typeof operatorPromotionCreate>;

export const usePromotion = (id: number | null) =>
  useQuery({ ...callQuery(PROMOTIONS_KEY, operatorPromotionGet, { id: id ?? 0 }), enabled: id !== null });

export const usePromotionReport = () => useQuery(callQuery(PROMOTIONS_KEY, operatorPromotionReport));
export const usePromotionAbuse = () => useQuery(callQuery(PROMOTIONS_KEY, operatorPromotionAbuse));

const usePromotionsMutation = <I, O>(fn: (input: I) => Promise<O>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: PROMOTIONS_KEY }) });
};

export const useSavePromotion = () =>
  usePromotionsMutation((input: { id: number | null; body: PromotionBody }) =>
    input.id === null
      ? apiCall(operatorPromotionCreate, { body: input.body })
      : apiCall(operatorPromotionUpdate, { body: { ...input.body, id: input.id } }),
  );

export const useSetPromotionState = () =>
  usePromotionsMutation((body: { id: number; state: 'LIVE' | 'ENDED' }) =>
    apiCall(operatorPromotionSetState, { body }),
  );

export const useReviewApplication = () =>
  usePromotionsMutation((body: OperationBody<typeof operatorPromotionReview>) =>
    apiCall(operatorPromotionReview, { body }),
  );

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** Promotion art goes through the content image upload (png, jpeg or webp; the server checks the bytes). */
export const useUploadPromotionImage = () =>
  useMutation({
    mutationFn: async (file: File) =>
      apiCall(operatorContentUploadImage, { body: { dataUrl: await readAsDataUrl(file) } }),
  });

/** The body as the server will store it, for the live preview (asked 400 ms after typing stops). */
export const useSanitizedHtml = (html: string) => {
  const [settled, setSettled] = useState(html);
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(html), 400);
    return () => window.clearTimeout(id);
  }, [html]);
  return useQuery({
    queryKey: [...PROMOTIONS_KEY, 'sanitize', settled],
    queryFn: ({ signal }) => apiCall(operatorContentSanitize, { body: { html: settled }, signal }),
    enabled: settled.trim() !== '',
    staleTime: Infinity,
  });
};
