/**
 * The editor's undo history: the current graph and the graphs before the last steps (at most
 * HISTORY_LIMIT), as a reducer for React's useReducer.
 */
import type { ChartGraph } from '../../../../resources/business/productChartGraph';

export const HISTORY_LIMIT = 50;

export interface GraphHistory {
  past: ChartGraph[];
  present: ChartGraph;
}

export type HistoryAction = { type: 'apply'; graph: ChartGraph } | { type: 'undo' } | { type: 'reset'; graph: ChartGraph };

export const startHistory = (graph: ChartGraph): GraphHistory => ({ past: [], present: graph });

export const historyReducer = (state: GraphHistory, action: HistoryAction): GraphHistory => {
  switch (action.type) {
    case 'apply':
      if (action.graph === state.present) return state;
      return { past: [...state.past, state.present].slice(-HISTORY_LIMIT), present: action.graph };
    case 'undo':
      if (!state.past.length) return state;
      return { past: state.past.slice(0, -1), present: state.past[state.past.length - 1] };
    case 'reset':
      return startHistory(action.graph);
  }
};
