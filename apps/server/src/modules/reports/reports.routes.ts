import { Readable } from 'node:stream';
import {
  ggrReportQuery,
  operatorDashboard,
  operatorReportGgr,
  operatorReportPayments,
  operatorReportPlayerPnl,
  operatorReportPlayers,
  paymentsReportQuery,
  playerPnlQuery,
  playersReportQuery,
  reportCsvPath,
  type ReportName,
} from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../services.js';
import { operatorGuard, registerOperatorOperation } from '../operators/operator-route.js';
import { csvHeader, csvLine, presentDashboard, presentGgrReport, presentMoneyRows } from './reports.presenter.js';
import type { ReportQuery } from './reports.service.js';

const CSV_QUERIES = {
  ggr: ggrReportQuery,
  payments: paymentsReportQuery,
  'player-pnl': playerPnlQuery,
  players: playersReportQuery,
} as const;

/** Dashboard and reports of the back office (dashboard.read, reports.read). */
export const reportsPlugin = async (app: FastifyInstance, { services: s }: ModuleOptions) => {
  registerOperatorOperation(app, s.operators, operatorDashboard, async ({ req, query }) =>
    presentDashboard(await s.reports.dashboard(req.ctx.brand, query.tz)),
  );
  registerOperatorOperation(app, s.operators, operatorReportGgr, async ({ req, query }) =>
    presentGgrReport(await s.reports.ggr(req.ctx.brand, query)),
  );
  registerOperatorOperation(app, s.operators, operatorReportPayments, async ({ req, query }) =>
    presentMoneyRows(await s.reports.payments(req.ctx.brand, query)),
  );
  registerOperatorOperation(app, s.operators, operatorReportPlayerPnl, async ({ req, query }) =>
    presentMoneyRows(await s.reports.playerPnl(req.ctx.brand, query)),
  );
  registerOperatorOperation(app, s.operators, operatorReportPlayers, async ({ req, query }) =>
    s.reports.players(req.ctx.brand, query),
  );

  /**
   * The whole report as CSV, streamed in batches with the grid's filters and order: large ranges
   * (a year of player P&L) export without paging through the grid in the browser.
   */
  for (const name of Object.keys(CSV_QUERIES) as ReportName[]) {
    app.route({
      method: 'GET',
      url: reportCsvPath(name),
      config: { openWhenClosed: true },
      onRequest: operatorGuard(s.operators, 'reports.read'),
      schema: {
        operationId: `operatorReportCsv_${name.replace('-', '_')}`,
        summary: `The ${name} report as CSV (all rows, same query as the grid)`,
        tags: ['operator'],
        querystring: CSV_QUERIES[name],
      },
      handler: async (req, reply) => {
        const query = req.query as ReportQuery;
        const rows = s.reports.allRows(req.ctx.brand, name, query);
        const zone = s.reports.zoneOf(req.ctx.brand, query.tz);
        const lines = (async function* () {
          yield csvHeader(name);
          for await (const row of rows) yield csvLine(name, row);
        })();
        return reply
          .type('text/csv; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-report-time-zone', zone)
          .header('content-disposition', `attachment; filename="${name}-${query.from}-${query.to}.csv"`)
          .send(Readable.from(lines));
      },
    });
  }
};
