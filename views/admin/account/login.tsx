import { Island } from "../../ui/island";
import { LoginForm, type LoginStep } from "./login-form.island";

/**
 * The admin login page (and its second-factor step). The form is an island that also works as a plain
 * form post.
 */
export function LoginPage({ username, step = "password" }: { username: string; step?: LoginStep }) {
  return (
    <section className="bg-sand-50 px-4 py-16 sm:py-24">
      <div className="mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-3xl font-bold text-navy-900">Admin Login</h1>
        <Island of={LoginForm} props={{ username, step }} className="mt-4 block" />
      </div>
    </section>
  );
}
