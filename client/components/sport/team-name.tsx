// A team (or constructor) as a row shows it: its crest when the service has one, and its name.
export function TeamName({ team }: { team: { name: string; logo?: string | null } }) {
  return (
    <span className="team-name">
      {team.logo && (
        <img
          className="team-name__logo"
          src={team.logo}
          alt=""
          width={20}
          height={20}
          loading="lazy"
          decoding="async"
        />
      )}
      <span className="team-name__text">{team.name}</span>
    </span>
  );
}
