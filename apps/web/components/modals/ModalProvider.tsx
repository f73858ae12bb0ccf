'use client';

import { usePathname } from 'next/navigation';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { closeModal, type ModalName, type ModalStack, openModal } from './modal-stack';

export interface ModalsApi {
  /** Open modals, latest first. */
  stack: ModalStack;
  isOpen: (name: ModalName) => boolean;
  /** Opens `name` and closes the others; `{ stack: true }` keeps them underneath (flow steps). */
  open: (name: ModalName, options?: { stack?: boolean }) => void;
  /** Closes `name`, or the latest modal when no name is given. */
  close: (name?: ModalName) => void;
  closeAll: () => void;
}

const ModalsContext = createContext<ModalsApi | null>(null);

/** Holds the stack of open modals for the whole page; every modal slot reads it. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<ModalStack>([]);
  const pathname = usePathname();
  const [pagePath, setPagePath] = useState(pathname);

  // A modal belongs to the page it was opened on. Reset while rendering, not in an effect: a page's own
  // effects (the home page opening its success modal) run before a provider's and would be undone.
  if (pagePath !== pathname) {
    setPagePath(pathname);
    if (stack.length > 0) setStack([]);
  }

  const open = useCallback(
    (name: ModalName, options?: { stack?: boolean }) => setStack((s) => openModal(s, name, options)),
    [],
  );
  const close = useCallback((name?: ModalName) => setStack((s) => closeModal(s, name)), []);
  const closeAll = useCallback(() => setStack((s) => (s.length === 0 ? s : [])), []);

  const api = useMemo<ModalsApi>(
    () => ({ stack, isOpen: (name) => stack.includes(name), open, close, closeAll }),
    [stack, open, close, closeAll],
  );
  return <ModalsContext value={api}>{children}</ModalsContext>;
}

export function useModals(): ModalsApi {
  const api = useContext(ModalsContext);
  if (api === null)
    throw new Error('useModals() needs a <ModalProvider> above it (app/[locale]/layout.tsx).');
  return api;
}

export type { ModalName } from './modal-stack';
