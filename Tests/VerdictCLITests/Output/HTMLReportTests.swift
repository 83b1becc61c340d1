import Testing

@testable import VerdictCLI

/// The report's escaping: markup characters as references, control characters as text shows them.
@Suite struct HTMLReportTests {
    @Test(arguments: [
        ("plain", "plain"), (#"<a href="x">'&'</a>"#, "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"),
        ("line\nend\u{1B}[31m", #"line\nend\u{1b}[31m"#), ("Zoë 日本", "Zoë 日本"), ("", ""),
    ])
    func escapesTextForHTML(text: String, escaped: String) {
        #expect(HTMLReport.escape(text) == escaped)
    }
}
