/** The demo catalogue: a dozen apps in three categories plus uncategorised ones, WebUI and WinUI. */
export interface DemoApp {
  name: string;
  version: string;
  description: string;
  category?: string;
  webui: boolean;
  latest?: boolean;
  color: [number, number, number];
  /** Only these group kinds get access (default: every environment's everyone group). */
  restricted?: boolean;
}

export const DEMO_CATEGORIES = ['Supply Chain', 'Finance', 'Energy'];

/** The apps of one category (undefined: uncategorised). */
const inCategory = (category: string | undefined, apps: Omit<DemoApp, 'category'>[]): DemoApp[] =>
  apps.map((app) => ({ ...app, category }));

export const DEMO_APPS: DemoApp[] = [
  ...inCategory('Supply Chain', [
    {
      name: 'Transport Optimizer',
      version: '1.0',
      description: 'Plans truck routes between depots and customers.',
      webui: true,
      color: [30, 110, 200],
    },
    {
      name: 'Transport Optimizer',
      version: '1.2',
      description: 'Plans truck routes between depots and customers, now with time windows.',
      webui: true,
      latest: true,
      color: [30, 110, 200],
    },
    {
      name: 'Warehouse Planner',
      version: '2.1',
      description: 'Slotting and replenishment for distribution centres.',
      webui: false,
      color: [200, 120, 30],
    },
    {
      name: 'Inventory Balancer',
      version: '3.0.4',
      description: 'Balances safety stock over a multi-echelon network.',
      webui: true,
      color: [60, 160, 90],
    },
  ]),
  ...inCategory('Finance', [
    {
      name: 'Portfolio Optimizer',
      version: '1.5',
      description: 'Mean-variance portfolio selection with trading constraints.',
      webui: true,
      color: [120, 60, 170],
    },
    {
      name: 'Cash Flow Forecast',
      version: '4.2',
      description: 'Rolling cash forecasts per business unit.',
      webui: false,
      color: [170, 50, 80],
    },
    {
      name: 'Risk Analyzer',
      version: '0.9',
      description: 'Scenario-based value-at-risk for the treasury team.',
      webui: true,
      color: [90, 90, 110],
      restricted: true,
    },
  ]),
  ...inCategory('Energy', [
    {
      name: 'Unit Commitment',
      version: '2.0',
      description: 'Day-ahead scheduling of power plants.',
      webui: true,
      color: [220, 170, 20],
    },
    {
      name: 'Grid Expansion Planner',
      version: '1.1',
      description: 'Long-term investment planning for transmission grids.',
      webui: false,
      color: [20, 140, 140],
    },
    {
      name: 'Hydro Scheduler',
      version: '5.3',
      description: 'Reservoir release planning for a cascade of hydro plants.',
      webui: true,
      color: [40, 80, 160],
    },
  ]),
  ...inCategory(undefined, [
    {
      name: 'Sudoku Solver',
      version: '1.0',
      description: 'The classic puzzle as a mixed-integer program.',
      webui: true,
      color: [100, 100, 100],
    },
    {
      name: 'Shift Scheduler',
      version: '2.4',
      description: 'Builds fair rosters for nurses and operators.',
      webui: false,
      color: [180, 80, 40],
    },
    {
      name: 'Production Mix',
      version: '10.0',
      description: 'Product mix planning for a chemical plant.',
      webui: true,
      color: [50, 130, 60],
    },
  ]),
];
