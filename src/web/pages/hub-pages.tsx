import { routesInHub } from '../apps';
import { applicationsHubCards } from '../hubs';
import { HubCardGrid } from '../ui/hub-card-grid';
import { PageHeader } from '../ui/page-header';

export function ApplicationsHubPage() {
  return (
    <section className="page">
      <PageHeader title="Applications">
        Tools, quizzes and games made for this little corner.
      </PageHeader>
      <HubCardGrid cards={applicationsHubCards()} />
    </section>
  );
}

export function QuizHubPage() {
  return (
    <section className="page">
      <PageHeader title="Quiz Center">
        Pick a quiz. Most take five minutes; some are daily.
      </PageHeader>
      <HubCardGrid cards={routesInHub('quizzes')} />
    </section>
  );
}

export function GameHubPage() {
  return (
    <section className="page">
      <PageHeader title="Game Center">Quick games with high scores to beat.</PageHeader>
      <HubCardGrid cards={routesInHub('games')} />
    </section>
  );
}

export function FamilyHubPage() {
  return (
    <section className="page">
      <PageHeader title="Family">Just for the family.</PageHeader>
      <HubCardGrid cards={routesInHub('family')} />
    </section>
  );
}

export function AdminHubPage() {
  return (
    <section className="page">
      <PageHeader title="Admin">Look after the site: files, people and the API.</PageHeader>
      <HubCardGrid cards={routesInHub('admin')} />
    </section>
  );
}
