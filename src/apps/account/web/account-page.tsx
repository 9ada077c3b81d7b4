import { useSession } from '#kit/session';
import { PageHeader } from '#kit/page-header';
import { explainRole } from '#shared/role-explanations';
import { manifest } from '../manifest';
import { DeviceList } from './device-list';
import { PasskeyList } from './passkey-list';
import { PasswordChange } from './password-change';
import '#kit/panel.css';
import '#kit/form.css';
import './account.css';

/**
 * My account: who one is, one's password, passkeys and devices, each a section of its own so that
 * more ways to sign in can join them.
 */
export default function AccountPage() {
  const session = useSession();
  const route = manifest.routes[0];
  // The guard shows this page only with a session.
  if (session === null) return null;
  return (
    <div className="account-page">
      <PageHeader title={route.title} />
      <section className="panel account-page__who" aria-labelledby="account-who">
        <h2 id="account-who" className="panel__title">
          Who you are
        </h2>
        <dl className="account-page__facts">
          <dt>Username</dt>
          <dd>{session.username}</dd>
          <dt>Role</dt>
          <dd>
            <strong>{session.role}</strong> — {explainRole(session.role)}
          </dd>
        </dl>
      </section>
      <PasswordChange />
      <PasskeyList />
      <DeviceList />
    </div>
  );
}
