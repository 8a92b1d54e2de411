/**
 * After a submit that failed validation, moves focus to the first field marked invalid (in the
 * order a person reads the form) and scrolls it to the middle of its scroll box: in a long form
 * or a modal the first errors are otherwise out of sight above the submit button. Mantine marks
 * a field with an error `aria-invalid="true"`; the errors render after the failed submit, so the
 * lookup waits for that render.
 */
export function focusFirstInvalid(form: HTMLElement | null) {
  window.setTimeout(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    // jsdom has no scrollIntoView; browsers all do.
    field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  }, 0);
}

/** The form a submit event came from (Mantine's onSubmit handlers receive the event, if any). */
export const submitFormOf = (event: { currentTarget: EventTarget | null } | undefined) =>
  event?.currentTarget instanceof HTMLElement ? event.currentTarget : null;
