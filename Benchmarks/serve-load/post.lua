-- wrk script: POST one valid CalendarEvent record (the first of examples/data/events.jsonl).
-- serve-load.sh reads the body line below to check the answer before the loop: keep it on one line.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"title": "Quarterly planning", "creatorLastName": "Kowalski", "creatorEmail": "anna.7@example.com", "url": "https://calendar.example.org/events/1", "startDate": "2026-03-01T09:00:00Z", "endDate": "2026-03-01T10:00:00Z", "termsOfUse": true}'
