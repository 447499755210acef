import { Island } from "../../../src/lib/island";

/** SPEC §2 Admin login. The form itself is an island that also works as a plain form post. */
export function LoginPage({ username }: { username: string }) {
  return (
    <section className="bg-sand-50 px-4 py-16 sm:py-24">
      <div className="mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-3xl font-bold text-navy-900">Admin Login</h1>
        <p className="mt-2 text-sm text-slate-600">Sign in to manage posts and contact submissions.</p>
        <Island name="login-form" props={{ username }} className="mt-6 block" />
      </div>
    </section>
  );
}
