import { PageHeader } from '#kit/page-header';
import { manifest } from '../manifest';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import '#kit/panel.css';
import '#kit/form.css';
import './message-board.css';

export default function MessageBoardPage() {
  const route = manifest.routes[0];
  return (
    <section className="page message-board">
      <PageHeader title={route.title}>{route.description}</PageHeader>
      <MessageComposer />
      <h2 className="message-board__heading">Messages</h2>
      <MessageList />
    </section>
  );
}
