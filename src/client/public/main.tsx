/** @jsxImportSource preact */
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { toLanguage } from '../../shared/languages';

function Hello() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>{toLanguage(navigator.language)} {n}</button>;
}
render(<Hello />, document.getElementById('root') as HTMLElement);
