import './styles.css';

/** A fresh task: what follows runs after the browser had its turn (paint, input). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Once the page sent by the server is on screen: its scripts come after what they would only
 * delay. A hidden tab paints no frame; there the wait ends with the timer.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });

// Evaluating the client's code is the longest thing a first visit does on a phone. Done as one
// block it holds the page for a third of a second; React DOM first, then the application, each
// in its own task, lets the page answer in between. The server's pages preload both files.
const prerendered = document.getElementById('root')?.firstElementChild;
void (prerendered ? afterFirstPaint() : Promise.resolve())
  .then(() => import('react-dom/client'))
  .then(async (reactDom) => {
    await nextTask();
    const { boot } = await import('./boot');
    boot(reactDom);
  });
