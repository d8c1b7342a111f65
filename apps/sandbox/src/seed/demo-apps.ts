type Rgb = [number, number, number];

/** The demo catalogue: a dozen apps in three categories plus uncategorised ones, WebUI and WinUI. */
export interface DemoApp {
  name: string;
  version: string;
  description: string;
  category?: string;
  webui: boolean;
  latest?: boolean;
  color: Rgb;
  /** Only these group kinds get access (default: every environment's everyone group). */
  restricted?: boolean;
}

export const DEMO_CATEGORIES = ['Supply Chain', 'Finance', 'Energy'];

type Row = [
  name: string,
  version: string,
  category: string | null,
  ui: 'WebUI' | 'WinUI',
  color: Rgb,
  description: string,
];

/** The catalogue in publishing order, one app a row; `latest` and `restricted` are set below it. */
// prettier-ignore
const CATALOGUE: Row[] = [
  ['Transport Optimizer',    '1.0',   'Supply Chain', 'WebUI', [30, 110, 200],  'Plans truck routes between depots and customers.'],
  ['Transport Optimizer',    '1.2',   'Supply Chain', 'WebUI', [30, 110, 200],  'Plans truck routes between depots and customers, now with time windows.'],
  ['Warehouse Planner',      '2.1',   'Supply Chain', 'WinUI', [200, 120, 30],  'Slotting and replenishment for distribution centres.'],
  ['Inventory Balancer',     '3.0.4', 'Supply Chain', 'WebUI', [60, 160, 90],   'Balances safety stock over a multi-echelon network.'],
  ['Portfolio Optimizer',    '1.5',   'Finance',      'WebUI', [120, 60, 170],  'Mean-variance portfolio selection with trading constraints.'],
  ['Cash Flow Forecast',     '4.2',   'Finance',      'WinUI', [170, 50, 80],   'Rolling cash forecasts per business unit.'],
  ['Risk Analyzer',          '0.9',   'Finance',      'WebUI', [90, 90, 110],   'Scenario-based value-at-risk for the treasury team.'],
  ['Unit Commitment',        '2.0',   'Energy',       'WebUI', [220, 170, 20],  'Day-ahead scheduling of power plants.'],
  ['Grid Expansion Planner', '1.1',   'Energy',       'WinUI', [20, 140, 140],  'Long-term investment planning for transmission grids.'],
  ['Hydro Scheduler',        '5.3',   'Energy',       'WebUI', [40, 80, 160],   'Reservoir release planning for a cascade of hydro plants.'],
  ['Sudoku Solver',          '1.0',   null,           'WebUI', [100, 100, 100], 'The classic puzzle as a mixed-integer program.'],
  ['Shift Scheduler',        '2.4',   null,           'WinUI', [180, 80, 40],   'Builds fair rosters for nurses and operators.'],
  ['Production Mix',         '10.0',  null,           'WebUI', [50, 130, 60],   'Product mix planning for a chemical plant.'],
];

/** Marked by name and version: the explicitly latest version, and the app only regular groups may use. */
const LATEST = new Set(['Transport Optimizer 1.2']);
const RESTRICTED = new Set(['Risk Analyzer 0.9']);

export const DEMO_APPS: DemoApp[] = CATALOGUE.map(([name, version, category, ui, color, description]) => ({
  name,
  version,
  description,
  ...(category && { category }),
  webui: ui === 'WebUI',
  ...(LATEST.has(`${name} ${version}`) && { latest: true }),
  color,
  ...(RESTRICTED.has(`${name} ${version}`) && { restricted: true }),
}));
