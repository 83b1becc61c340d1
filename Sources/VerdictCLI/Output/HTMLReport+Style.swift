extension HTMLReport {
    /// The page's style sheet, inline: light and dark, readable in print, nothing fetched.
    static let style = """

        :root { color-scheme: light dark; --bar: #c0392b; --warn: #b7791f; --line: #8884; --dim: #777; }
        body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2rem auto; \
        max-width: 70rem; padding: 0 1rem; }
        h1 { font-size: 1.6rem; margin-bottom: 0.2rem; }
        h2 { font-size: 1.2rem; margin-top: 2rem; border-bottom: 1px solid var(--line); }
        h3 { font-size: 1rem; margin: 1rem 0 0.3rem; }
        code { font: 0.92em ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; overflow-wrap: anywhere; }
        dl.counts { display: flex; flex-wrap: wrap; gap: 0.8rem; margin: 0; }
        dl.counts div { border: 1px solid var(--line); border-radius: 6px; padding: 0.4rem 0.9rem; min-width: 7rem; }
        dt { color: var(--dim); font-size: 0.85rem; }
        dd { margin: 0; font-size: 1.4rem; font-variant-numeric: tabular-nums; }
        .share { font-size: 0.9rem; color: var(--dim); }
        table { border-collapse: collapse; }
        th, td { text-align: left; padding: 0.2rem 0.6rem; border-bottom: 1px solid var(--line); }
        .number { text-align: right; font-variant-numeric: tabular-nums; }
        table.chart { width: 100%; }
        td.bar { width: 40%; }
        td.bar svg { display: block; width: 100%; height: 0.9em; }
        td.bar rect { fill: var(--bar); }
        #warnings td.bar rect { fill: var(--warn); }
        #stopped { font-weight: bold; }
        .more, .secret, .rule { color: var(--dim); }
        .unreadable, .warning { color: var(--warn); }
        ol#refused > li { margin-bottom: 0.5rem; }
        ol#refused ul { margin: 0.2rem 0; }

        """
}
