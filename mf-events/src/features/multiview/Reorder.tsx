// Tiles reorder by mouse, touch and keyboard through dnd-kit (issue 29 item 4): phones have no native
// drag and drop, and a lifted tile must be movable with the arrow keys and told to a screen reader.
// Only the multiview chunk imports this file, so dnd-kit loads with that page alone.
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * A mouse lifts a tile after it moved a few pixels (a click stays a click); a finger after a short
 * hold on the handle without moving (a swipe that starts there still scrolls the page).
 */
export const MOUSE_DISTANCE = 4;
export const TOUCH_HOLD_MS = 200;
export const TOUCH_TOLERANCE = 8;

export interface ReorderTilesProps {
  /** Every tile's id in the multiview's order (positions are counted in it). */
  ids: readonly string[];
  /** The tiles drawn on this screen, in order (a phone draws two of them). */
  shown: string[];
  titleOf(id: string): string;
  /** A tile was dropped in another one's place. */
  onReorder(id: string, over: string): void;
  children: ReactNode;
}

export function ReorderTiles({ ids, shown, titleOf, onReorder, children }: ReorderTilesProps) {
  const { t: tr } = useTranslation('events');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: MOUSE_DISTANCE } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_HOLD_MS, tolerance: TOUCH_TOLERANCE } }),
    // The keyboard moves to the tile that is next on screen in the arrow's direction, so in Hebrew
    // (tiles laid out right to left) the arrows follow what is seen, not the reading order.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Where the lifted tile was last said to be: dnd-kit reports the tile over its own place right after
  // the lift, which would cut "picked up" short in the live region.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const count = ids.length;
  const title = (id: UniqueIdentifier) => titleOf(String(id));
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return tr('multiview.reorder.lifted', { title: title(active.id), position: position(active.id), count });
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over
        ? tr('multiview.reorder.over', { title: title(active.id), position: position(over.id), count })
        : tr('multiview.reorder.outside', { title: title(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? tr('multiview.reorder.dropped', { title: title(active.id), position: position(over.id), count })
        : tr('multiview.reorder.cancelled', { title: title(active.id), position: position(active.id), count }),
    onDragCancel: ({ active }) => tr('multiview.reorder.cancelled', { title: title(active.id), position: position(active.id), count }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.id) onReorder(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: tr('multiview.reorder.instructions') } }}
    >
      <SortableContext items={shown} strategy={rectSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
