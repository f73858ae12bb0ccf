'use client';

import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithTexts } from '@/lib/per-language';
import { loadFeedbackSetup } from './feedback-texts';
import type { SubscribeFormProps } from './SubscribeForm';
import styles from './SubscribeForm.module.css';

// The form's code (its rules, fields and sending) loads as the footer nears the screen, not with every page:
// the pages' first load stays within the storefront's script budget.
const SubscribeForm = lazyWithTexts(
  () => import('./SubscribeForm').then((module) => module.SubscribeForm),
  loadFeedbackSetup,
);

/** How far below the screen the footer starts loading the form. */
const loadAhead = '600px';

/** docs/product.md §2 Footer: the subscribe form's heading and line, and the form once the footer is near. */
export function FooterSubscribe({
  title,
  text,
  ...form
}: SubscribeFormProps & { title: string; text: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = slot.current;
    if (node === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: loadAhead },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={slot} className={styles.subscribe}>
      <h2 id={form.labelledBy} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <div className={styles.slot}>
        {near ? (
          <Suspense fallback={null}>
            <SubscribeForm {...form} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
