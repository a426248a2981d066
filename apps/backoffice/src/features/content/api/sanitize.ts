import { operatorContentSanitize } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiCall } from '../../../lib/api';
import { CONTENT_KEY } from './content-keys';

/** The HTML as the server will store it, asked again 400 ms after the operator stops typing. */
export const useSanitizedPreview = (html: string) => {
  const [settled, setSettled] = useState(html);
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(html), 400);
    return () => window.clearTimeout(id);
  }, [html]);
  return useQuery({
    queryKey: [...CONTENT_KEY, 'sanitize', settled],
    queryFn: ({ signal }) => apiCall(operatorContentSanitize, { body: { html: settled }, signal }),
    enabled: settled.trim() !== '',
    staleTime: Infinity,
  });
};
