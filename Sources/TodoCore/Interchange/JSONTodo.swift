import Foundation

/// One todo as a JSON object: the one place the JSON format maps a todo's fields, both ways.
/// Export writes every key; import requires `title`, takes the others when present and
/// ignores `id` and any key it does not know.
struct JSONTodo: Codable {
  /// The store's id: written on export, never read.
  var id: TodoID?
  /// The title.
  var title: String
  /// The content; `""` when absent.
  var content: String?
  /// Whether it is done; `false` when absent.
  var done: Bool?
  /// When it was made, ISO 8601.
  var created: String?
  /// When it last changed, ISO 8601.
  var updated: String?

  private enum CodingKeys: String, CodingKey {
    case id, title, content, done, created, updated
  }

  /// The object for an exported item, its times written by `formatter`.
  init(_ item: TodoItem, formatter: ISO8601DateFormatter) {
    id = item.id
    title = item.title
    content = item.content
    done = item.done
    created = formatter.string(from: item.created)
    updated = formatter.string(from: item.updated)
  }

  /// Reads an object from an import file: every key but `id`.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decode(String.self, forKey: .title)
    content = try container.decodeIfPresent(String.self, forKey: .content)
    done = try container.decodeIfPresent(Bool.self, forKey: .done)
    created = try container.decodeIfPresent(String.self, forKey: .created)
    updated = try container.decodeIfPresent(String.self, forKey: .updated)
  }

  /// The todo this object stands for, or why not (`location` names the entry).
  func imported(at location: String) throws(ImportError) -> ImportedTodo {
    guard !BlankText.isBlank(title) else {
      throw ImportError(location: location, reason: "\"title\" must not be empty")
    }
    return ImportedTodo(
      TodoFields(title: title, content: content ?? "", done: done ?? false),
      created: try JSONInterchange.date(created, field: "created", at: location),
      updated: try JSONInterchange.date(updated, field: "updated", at: location))
  }
}
