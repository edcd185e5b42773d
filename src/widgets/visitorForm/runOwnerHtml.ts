/**
 * The form owner's post-submit HTML, put in `container` with its scripts run (engine spec §4).
 * This is the one place the bundle inserts HTML: it comes from the form's own configuration in
 * the page, written by the site's owner; nothing a server answers ever goes through here.
 * Scripts inserted by innerHTML never run, so each is replaced by a fresh copy that does.
 */
export function runOwnerHtml(container: HTMLElement, html: string): void {
  container.innerHTML = html;
  for (const inert of container.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const { name, value } of inert.attributes) script.setAttribute(name, value);
    script.text = inert.text;
    inert.replaceWith(script);
  }
}
