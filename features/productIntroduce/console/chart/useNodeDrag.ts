/**
 * Dragging a node of the lineage chart. The canvas does it rather than ECharts' own dragging, which moves
 * the node's item alone: here the node moves through the scene, so its links end on its box and their labels
 * follow while it moves. The view stays as it was when the drag began, the node's box stays inside the canvas,
 * and the drop is one move (pinning the node), not one per pointer step.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { EChartsType } from 'echarts/core';
import type { ChartGraph } from '../../../../resources/business/productChartGraph';
import { clampToView, type View } from './chartScene';

/** A press that moves less than this is a click. */
const DRAG_THRESHOLD = 3;

interface Options {
  graph: ChartGraph;
  view: View;
  enabled: boolean;
  onMove: (id: string, x: number, y: number) => void;
}

interface Drag {
  id: string;
  label: string;
  /** Where the pointer was pressed, in pixels, and where the node was, in the graph's units. */
  pointer: [number, number];
  node: [number, number];
  view: View;
  at: [number, number] | null;
}

type PointerEvent = { offsetX: number; offsetY: number };

export const useNodeDrag = ({ graph, view, enabled, onMove }: Options) => {
  const [at, setAt] = useState<{ id: string; x: number; y: number } | null>(null);
  const drag = useRef<Drag | null>(null);
  // ECharts' handlers are bound once per chart: they read the latest props from here.
  const latest = useRef({ graph, view, enabled, onMove });
  latest.current = { graph, view, enabled, onMove };

  const start = useCallback((id: string, x: number, y: number) => {
    const node = latest.current.graph.nodes.find((one) => one.id === id);
    if (!latest.current.enabled || !node) return;
    drag.current = { id, label: node.label, pointer: [x, y], node: [node.x, node.y], view: latest.current.view, at: null };
  }, []);

  const attach = useCallback((zr: ReturnType<EChartsType['getZr']>) => {
    // ZRender keeps sending the pointer's moves and its release while it is pressed, outside the canvas too.
    zr.on('mousemove', (event: PointerEvent) => {
      const current = drag.current;
      if (!current) return;
      const dx = event.offsetX - current.pointer[0];
      const dy = event.offsetY - current.pointer[1];
      if (!current.at && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      current.at = clampToView(current.view, current, current.node[0] + dx / current.view.scale, current.node[1] + dy / current.view.scale);
      setAt({ id: current.id, x: current.at[0], y: current.at[1] });
    });
    zr.on('mouseup', () => {
      const current = drag.current;
      drag.current = null;
      setAt(null);
      if (current?.at) latest.current.onMove(current.id, current.at[0], current.at[1]);
    });
  }, []);

  /** The graph as drawn: the dragged node where the pointer holds it (an edit only once dropped). */
  const shown = useMemo(() => (at ? { ...graph, nodes: graph.nodes.map((node) => (node.id === at.id ? { ...node, x: at.x, y: at.y } : node)) } : graph), [graph, at]);
  return { graph: shown, start, attach };
};
