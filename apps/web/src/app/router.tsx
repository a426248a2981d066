import { createElement } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { ROUTES } from './route-table';

export const createRouter = () =>
  createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        { path: '/download', element: <Navigate to="/down" replace /> },
        ...ROUTES.map((r) => ({ path: r.path, handle: r, element: createElement(r.page) })),
      ],
    },
  ]);
