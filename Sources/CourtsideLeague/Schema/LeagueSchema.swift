/// The league database's tables, as numbered steps: `courtside league init` applies the steps a
/// database has not had yet, each once, and records it in `league_schema`.
///
/// Events are immutable and keyed by (game id, seq), so a retry can never duplicate one and a
/// different event at a taken seq is refused, never merged: the sender compares and reports it
/// (``LeagueSender``). Each event keeps the game file's line exactly as written (`line`) and the
/// same as JSON (`body`, generated) for the season's queries. A new event is announced on the
/// `courtside_events` channel (`NOTIFY`), so a desk listens instead of polling. Since version 2
/// each game also keeps its result and its players' lines as the core's fold has them
/// (``LeagueFoldedGame``), which the season's sums read (``LeagueSeason``).
public enum LeagueSchema {
    /// The steps, in order: step `n` (from 1) makes version `n`. Never edit a released step; add one.
    static let steps: [String] = [
        """
        CREATE TABLE courts (
            name text PRIMARY KEY,
            first_heard timestamptz NOT NULL DEFAULT now(),
            last_heard timestamptz NOT NULL DEFAULT now()
        );
        CREATE TABLE runs (
            id text PRIMARY KEY,
            court text NOT NULL REFERENCES courts (name),
            started_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE TABLE games (
            id text PRIMARY KEY,
            court text NOT NULL REFERENCES courts (name),
            run_id text REFERENCES runs (id),
            header text NOT NULL,
            home text NOT NULL,
            away text NOT NULL,
            created_at timestamptz NOT NULL,
            last_seq integer NOT NULL DEFAULT 0,
            last_heard timestamptz NOT NULL DEFAULT now()
        );
        CREATE INDEX games_court ON games (court, last_heard);
        CREATE INDEX games_created ON games (created_at);
        CREATE TABLE players (
            game_id text NOT NULL REFERENCES games (id),
            player text NOT NULL,
            team text NOT NULL CHECK (team IN ('home', 'away')),
            name text NOT NULL,
            PRIMARY KEY (game_id, player)
        );
        CREATE INDEX players_name ON players (name);
        CREATE TABLE events (
            game_id text NOT NULL REFERENCES games (id),
            seq integer NOT NULL CHECK (seq >= 1),
            line text NOT NULL,
            body jsonb GENERATED ALWAYS AS (line::jsonb) STORED,
            court text NOT NULL REFERENCES courts (name),
            received_at timestamptz NOT NULL DEFAULT clock_timestamp(),
            PRIMARY KEY (game_id, seq)
        );
        CREATE INDEX events_court_received ON events (court, received_at);
        CREATE INDEX events_type ON events ((body ->> 'type'), game_id);
        CREATE TABLE conflicts (
            id bigserial PRIMARY KEY,
            game_id text NOT NULL,
            seq integer NOT NULL,
            court text NOT NULL,
            refused_line text NOT NULL,
            reported_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE FUNCTION courtside_events_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION 'league events are immutable (game %, seq %)', OLD.game_id, OLD.seq;
        END $$;
        CREATE TRIGGER events_immutable BEFORE UPDATE OR DELETE ON events
            FOR EACH ROW EXECUTE FUNCTION courtside_events_immutable();
        CREATE FUNCTION courtside_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify('courtside_events', NEW.court || ' ' || NEW.game_id || ' ' || NEW.seq);
            RETURN NULL;
        END $$;
        CREATE TRIGGER events_notify AFTER INSERT ON events
            FOR EACH ROW EXECUTE FUNCTION courtside_events_notify();
        """,
        // Version 2, the season's stats: each game's result and each player's line as the core's
        // fold has them through `folded_seq`, written by the sender in the transaction that
        // inserts the events they fold, so `players` and `leaders` are sums over indexed rows and
        // no query folds a game again (undo, corrections and substitutions counted as the board
        // counts them). A game sent before this version is folded on its court's next connection.
        """
        ALTER TABLE games
            ADD COLUMN folded_seq integer NOT NULL DEFAULT 0,
            ADD COLUMN winner text CHECK (winner IN ('home', 'away')),
            ADD COLUMN home_score integer NOT NULL DEFAULT 0,
            ADD COLUMN away_score integer NOT NULL DEFAULT 0,
            ADD COLUMN clock_ms bigint NOT NULL DEFAULT 0,
            ADD COLUMN last_played_ms bigint;
        CREATE INDEX games_won ON games (created_at) WHERE winner IS NOT NULL;
        CREATE TABLE player_lines (
            game_id text NOT NULL REFERENCES games (id),
            position integer NOT NULL CHECK (position >= 0),
            player text NOT NULL,
            side text NOT NULL CHECK (side IN ('home', 'away')),
            name text NOT NULL,
            name_key text NOT NULL,
            played boolean NOT NULL,
            repeated boolean NOT NULL,
            points integer NOT NULL,
            low_made integer NOT NULL,
            low_missed integer NOT NULL,
            high_made integer NOT NULL,
            high_missed integer NOT NULL,
            assists integer NOT NULL,
            rebounds integer NOT NULL,
            fouls integer NOT NULL,
            plus_minus integer NOT NULL,
            oreb integer NOT NULL,
            dreb integer NOT NULL,
            ft_made integer NOT NULL,
            ft_missed integer NOT NULL,
            turnovers integer NOT NULL,
            steals integer NOT NULL,
            blocks integer NOT NULL,
            PRIMARY KEY (game_id, position)
        );
        CREATE INDEX player_lines_name ON player_lines (name_key, game_id);
        """,
    ]

    /// The version this courtside makes and reads.
    public static var currentVersion: Int { steps.count }

    /// Brings the database to ``currentVersion``, in one transaction under an advisory lock (two
    /// `init`s at once take turns); a database already there is left as it is.
    public static func upgrade(_ connection: LeagueConnection) throws(LeagueError) -> SchemaUpgrade {
        try connection.transaction { () throws(LeagueError) -> SchemaUpgrade in
            // Any number, the same in every courtside: the lock that serializes upgrades.
            try connection.query("SELECT pg_advisory_xact_lock(4507)")
            try connection.query(
                """
                CREATE TABLE IF NOT EXISTS league_schema (
                    version integer PRIMARY KEY,
                    applied_at timestamptz NOT NULL DEFAULT now()
                )
                """)
            let found = try version(connection) ?? 0
            if found > currentVersion { throw .schemaTooNew(found: found, known: currentVersion) }
            for version in found..<currentVersion {
                try connection.run(script: steps[version])
                try connection.query("INSERT INTO league_schema (version) VALUES ($1)", ["\(version + 1)"])
            }
            return SchemaUpgrade(from: found, to: currentVersion)
        }
    }

    /// Throws unless the database's schema is the one this courtside knows.
    public static func check(_ connection: LeagueConnection) throws(LeagueError) {
        let exists = try connection.query("SELECT to_regclass('league_schema') IS NOT NULL")
        guard exists.first?.first == "t", let found = try version(connection), found > 0 else { throw .noSchema }
        if found > currentVersion { throw .schemaTooNew(found: found, known: currentVersion) }
        if found < currentVersion { throw .noSchema }
    }

    private static func version(_ connection: LeagueConnection) throws(LeagueError) -> Int? {
        let value = try connection.query("SELECT max(version) FROM league_schema").first?.first ?? nil
        return value.flatMap { Int($0) }
    }
}
