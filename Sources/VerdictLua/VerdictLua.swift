@_exported import Verdict
