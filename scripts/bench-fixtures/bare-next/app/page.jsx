import { Counter } from './counter';

export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One server component and one client counter: what any Next.js export costs.</p>
      <Counter />
    </main>
  );
}
